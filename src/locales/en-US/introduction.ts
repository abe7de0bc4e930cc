/** The usage-instructions page (/user/introduction/*). The documents themselves live in src/pages/User/Introduction/content. */
export default {
  'introduction.areas': 'Areas',
  'introduction.search.label': 'Search the usage instructions',
  'introduction.search.placeholder': 'Search all instructions',
  'introduction.search.resultCount': '{count, plural, one {# document matches} other {# documents match}}',
  'introduction.search.noResults': 'No document mentions “{query}”.',
  'introduction.toc.title': 'On this page',
  'introduction.notFound.title': 'No such document',
  'introduction.notFound.description': 'There is no usage document called “{slug}”. Choose an area from the list.',
  'introduction.notFound.action': 'Open “{title}”',
  'introduction.fallbackNotice': 'This document is not yet available in your language; the Chinese version is shown.',
};
