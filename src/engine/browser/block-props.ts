/** Props every block renderer receives. */
export interface BlockProps<B> {
  block: B;
  /** Position on the page; 0 is the first screen, which loads its images eagerly. */
  index: number;
}
