import { parseLinks } from './parse-links';

/** An assistant reply: its text, with the `[label](href)` links in it as real links. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {parseLinks(text).map((segment, i) => {
        if (!('href' in segment)) return <span key={i}>{segment.text}</span>;
        const { href, text: label } = segment;
        if (href.startsWith('https:')) {
          return (
            <a key={i} href={href} target="_blank" rel="noopener noreferrer">
              {label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          );
        }
        return (
          <a key={i} href={href}>
            {label}
          </a>
        );
      })}
    </>
  );
}
