/** The buttons of a row that keep focus when their block moves. */
export type RowControl = 'handle' | 'select' | 'up' | 'down' | 'duplicate';

/** What a row asks of the list; created once so memoized rows never re-render for it. */
export interface RowActions {
  select(index: number): void;
  move(from: number, to: number, control: RowControl): void;
  duplicate(index: number): void;
  remove(index: number): void;
}
