/** Numbers as the reader's browser writes them (1,234 or 1.234). */
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat(undefined, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A count, grouped as the reader writes numbers. */
export const formatCount = (count: number) => whole.format(count);

/** Enquiries per visitor, as a fraction; 0 when there was no visitor. */
export const conversionOf = ({ visitors, enquiries }: { visitors: number; enquiries: number }) =>
  visitors > 0 ? enquiries / visitors : 0;

/** A conversion as a percentage with one decimal (12.5%). */
export const formatConversion = (rate: number) => percent.format(rate);

/** A conversion for a spreadsheet: the percentage with one decimal, without its sign (12.5). */
export const conversionCell = (rate: number) => (Math.round(rate * 1000) / 10).toFixed(1);
