import styled from 'styled-components';
import { useSite, useSiteFrame } from '../engine/browser/site-context';
import { Container } from '../ui/layout';
import { SkipLink } from '../ui/SkipLink';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled(Container)`
  position: static;
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 4.5rem;
`;

const Logo = styled.a`
  display: inline-flex;
  min-height: 44px;
  align-items: center;
  img {
    display: block;
    width: 180px;
    height: 40px;
  }
`;

/** Sticky site header: logo, desktop navigation and the mobile hamburger menu. */
export function Header() {
  const site = useSite();
  const { nav } = useSiteFrame();
  return (
    <Bar>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Inner>
        <Logo href="/" aria-label={`${site.company.name} home`}>
          <img
            src={site.company.logo.src}
            alt=""
            width={site.company.logo.width}
            height={site.company.logo.height}
          />
        </Logo>
        <DesktopNav items={nav} />
        <MobileMenu items={nav} />
      </Inner>
    </Bar>
  );
}
