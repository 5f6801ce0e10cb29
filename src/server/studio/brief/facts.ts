import { field } from '../../new-page/project';

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const phonePattern = /\+?\d[\d\s().-]{6,}\d/g;
const digits = (text: string) => text.replace(/\D/g, '');

/** The site's phones as `{{company.phones.N.display}}` with their digits, from the config. */
function phonesOf(site: unknown): { token: string; digits: string[] }[] {
  const phones = field(field(site, 'company'), 'phones');
  return (Array.isArray(phones) ? phones : []).map((phone: unknown, i) => ({
    token: `{{company.phones.${i}.display}}`,
    digits: ['display', 'e164']
      .map((key) => field(phone, key))
      .flatMap((v) => (typeof v === 'string' ? [digits(v)] : [])),
  }));
}

/**
 * A text with every typed-in phone number, e-mail address and the company's name replaced by
 * the site's placeholders: a page names the facts the config holds, so a changed number changes
 * everywhere. A number or address the config does not have becomes the site's own (a page of
 * this site gives no other), as its first phone and its e-mail.
 */
export function withFactPlaceholders(text: string, site: unknown): string {
  const company = field(site, 'company');
  const name = field(company, 'name');
  const phones = phonesOf(site);
  let out = text.replace(emailPattern, () =>
    typeof field(company, 'email') === 'string' ? '{{company.email}}' : '',
  );
  out = out.replace(phonePattern, (found) => {
    const own = phones.find((p) => p.digits.some((d) => d.endsWith(digits(found).slice(-10))));
    if (digits(found).length < 10) return found;
    return (own ?? phones[0])?.token ?? '';
  });
  if (typeof name === 'string' && name.length > 2)
    out = out.replace(
      new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'),
      '{{company.name}}',
    );
  return out;
}
