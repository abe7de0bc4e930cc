/* Sets <html lang dir> from the stored language before the first paint, so the loading screen (src/umiPlugins/bootSplash.ts)
   names the product in that language and lays out in its direction. A file, not an inline script: the server's
   Content-Security-Policy allows scripts from 'self' only. Key `umi_locale` and the right-to-left prefixes as in
   src/constants.ts (tests/web/shell/bootSplash.test.tsx pins both). */
try {
  var l = localStorage.getItem('umi_locale') || 'zh-CN';
  var h = document.documentElement;
  h.lang = l;
  h.dir = /^(he|ar|fa|ku)/.test(l) ? 'rtl' : 'ltr';
} catch (e) {}
