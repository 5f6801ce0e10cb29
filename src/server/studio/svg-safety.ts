import { readSvgElements, SvgRefusal, type SvgElement } from './svg-markup';

const svgNamespace = 'http://www.w3.org/2000/svg';

// What drawings are made of. Not here, so refused: script, foreignObject (it holds HTML),
// cursor, font and color-profile (they load other files), handler and listener.
const drawingElements = new Set(
  [
    'svg g defs symbol use switch a title desc metadata style view',
    'path rect circle ellipse line polyline polygon text tspan textPath image marker',
    'linearGradient radialGradient stop pattern clipPath mask filter',
    'feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting',
    'feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR',
    'feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight',
    'feSpecularLighting feSpotLight feTile feTurbulence',
    'animate animateMotion animateTransform set mpath',
  ]
    .join(' ')
    .split(' '),
);

// Editors' own metadata (Inkscape, Sodipodi, RDF, Creative Commons, Dublin Core): browsers give
// elements of these namespaces no behaviour at all.
const metadataNamespaces = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
]);

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);

// A reference inside the file itself, e.g. "#gradient-1".
const fragment = /^#[A-Za-z_][\w.:-]*$/;
// Raster data inside the file (an <image>): no other file is loaded and nothing in it runs.
const embeddedRaster = /^data:image\/(png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/=\s]*$/i;

/** Why CSS (a style sheet or a style attribute) could load another file or run code. */
function cssProblem(css: string): string | undefined {
  if (css.includes('\\')) return 'its CSS contains an escape, which can hide a URL';
  if (/@import/i.test(css)) return 'its CSS imports another style sheet';
  if (/expression\s*\(|behavior\s*:|-moz-binding|image-set\s*\(|\bsrc\s*\(/i.test(css))
    return 'its CSS loads or runs something';
  const urls = css.match(/url\s*\(/gi)?.length ?? 0;
  const local = css.match(/url\(\s*(?:#[\w.:-]+|"#[\w.:-]+"|'#[\w.:-]+')\s*\)/gi)?.length ?? 0;
  if (urls !== local) return 'its CSS refers to another file (url() other than "#…")';
  return undefined;
}

/** Why one attribute could run code or load another file, or undefined. */
function attributeProblem(element: SvgElement, name: string, value: string): string | undefined {
  const local = localName(name);
  if (name === 'xmlns' || name.startsWith('xmlns:')) return undefined;
  if (/^on/i.test(local)) return `it contains an event-handler attribute (${name})`;
  // A URL parser drops tabs and line breaks, so "java\tscript:" is a javascript: link too.
  if (/(javascript|vbscript):/i.test(value.replace(/[\s\p{Cc}]/gu, '')))
    return 'it contains a javascript: link';
  if (local === 'href' || local === 'src') {
    const raster = localName(element.name) === 'image' || localName(element.name) === 'feImage';
    if (!fragment.test(value.trim()) && !(raster && embeddedRaster.test(value.trim())))
      return `it refers to another file (${name}="${value.slice(0, 60)}")`;
  }
  if (local === 'attributeName' && /^(on|href$)/i.test(localName(value.trim())))
    return `it animates a link or an event handler (attributeName="${value}")`;
  if (local === 'style' || /url\s*\(/i.test(value)) return cssProblem(value);
  return undefined;
}

function elementProblem(element: SvgElement): string | undefined {
  const local = localName(element.name);
  const { namespace } = element;
  if (namespace === svgNamespace && !drawingElements.has(local))
    return `it contains a <${element.name}> element, which is not part of a drawing`;
  if (namespace !== svgNamespace && !(namespace && metadataNamespaces.has(namespace)))
    return `it contains a <${element.name}> element outside SVG (${namespace ?? 'no namespace'})`;
  for (const { name, value } of element.attributes) {
    const problem = attributeProblem(element, name, value);
    if (problem) return problem;
  }
  if (element.namespace === svgNamespace && local === 'style') return cssProblem(element.text);
  return undefined;
}

/**
 * Why an SVG must not be served from the site, or undefined. Opened on its own, an SVG runs its
 * scripts, event handlers and javascript: links with the site's origin, and loads what it refers
 * to; so only drawing elements are accepted, with references inside the file (and embedded
 * raster data), and CSS without imports or URLs of other files.
 */
export function unsafeSvg(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'it is not UTF-8 text';
  }
  try {
    const elements = readSvgElements(text);
    const root = elements[0];
    if (root?.namespace !== svgNamespace || localName(root.name) !== 'svg')
      return 'its root element is not an <svg> in the SVG namespace';
    for (const element of elements) {
      const problem = elementProblem(element);
      if (problem) return problem;
    }
    return undefined;
  } catch (error) {
    if (error instanceof SvgRefusal) return error.message;
    throw error;
  }
}
