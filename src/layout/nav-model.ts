import type { NavItem, NavLink, NavSubmenu } from '../schema/site';

export const isLink = (item: NavItem | NavLink | NavSubmenu): item is NavLink => 'href' in item;
