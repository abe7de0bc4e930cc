/**
 * Scrolls the heading into view and gives it focus for keyboard and screen-reader users. Used instead of
 * `#id` links because the console's router owns the location hash.
 */
export function scrollToHeading(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}
