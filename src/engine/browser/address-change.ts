/** Fired on `window` by code that changed the address without loading a page. */
const addressChangeEvent = 'site:addresschange';

/**
 * Tells the page's other islands that this island changed the address (`history.pushState` or
 * `replaceState`, which fire no event), so what they show of it (a navigation's current link)
 * follows.
 */
export function announceAddressChange() {
  window.dispatchEvent(new Event(addressChangeEvent));
}

/**
 * Calls `listener` whenever the address changes without a page load: Back and Forward, and an
 * island's announced `pushState`. Returns the function that stops listening.
 */
export function onAddressChange(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(addressChangeEvent, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(addressChangeEvent, listener);
  };
}
