/** What an experiment's version counted: who saw it and how many of them sent an enquiry. */
export interface VersionCounts {
  visitors: number;
  enquiries: number;
}

/** Below these, per version, a result is shown with a warning that it may still change. */
export const enoughVisitors = 100;
export const enoughEnquiries = 10;

/** The standard normal distribution's cumulative probability (Abramowitz and Stegun 7.1.26). */
function normalCdf(z: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(z)) / Math.SQRT2);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The mean and variance of a version's conversion rate: Beta(1 + enquiries, 1 + the rest). */
function posterior({ visitors, enquiries }: VersionCounts) {
  const a = 1 + Math.min(enquiries, visitors);
  const b = 1 + Math.max(visitors - enquiries, 0);
  const n = a + b;
  return { mean: a / n, variance: (a * b) / (n * n * (n + 1)) };
}

/**
 * How sure it is that the variant converts better than the original, 0 to 1: the probability
 * that its rate is higher, each rate a Beta distribution from a uniform prior and the version's
 * visitors and enquiries (Beta–Binomial), their difference taken as normal. 0.5 is no
 * difference either way; above 0.95 the variant is very likely better, below 0.05 worse.
 */
export function chanceVariantIsBetter(original: VersionCounts, variant: VersionCounts): number {
  const a = posterior(original);
  const b = posterior(variant);
  const spread = Math.sqrt(a.variance + b.variance);
  return normalCdf((b.mean - a.mean) / spread);
}

/** Whether both versions have the visitors and enquiries a result needs to be trusted. */
export const isEnough = (...versions: VersionCounts[]) =>
  versions.every((v) => v.visitors >= enoughVisitors && v.enquiries >= enoughEnquiries);
