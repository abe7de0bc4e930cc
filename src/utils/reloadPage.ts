/**
 * Full page reload, in one place. jsdom cannot reload and its `location` cannot be stubbed, so the
 * call goes through `pageReloader`, which tests replace with a spy.
 */
export const pageReloader = {
  reload: (): void => window.location.reload(),
};

export function reloadPage(): void {
  pageReloader.reload();
}
