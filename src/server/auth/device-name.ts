/**
 * The browser and system a User-Agent header names, in words a person recognises ("Chrome on
 * Android", "Safari on iPhone"); only these words are kept with a session, never the header.
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Android", "Firefox", "a Windows device", or "" when the header says nothing known. */
export function deviceName(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, 512);
  const browser = first(browsers, text);
  const system = first(systems, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  return system ? `a ${system} device` : '';
}
