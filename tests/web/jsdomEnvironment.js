/**
 * The web tests' environment: jest's jsdom environment, with jsdom's style cascade indexed (harness/styleRuleIndex.js;
 * required first, so jsdom's window takes the indexed function when it loads), and the browser's web streams. The equality test reaches the
 * comparison through `globalThis.__styleRuleIndex`.
 */

const styleRuleIndex = require('./harness/styleRuleIndex');
const { TestEnvironment } = require('jest-environment-jsdom');
require('../support/quickExit');

class IndexedStylesEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { idlUtilsImpl } = { idlUtilsImpl: require(require.resolve('jsdom/lib/jsdom/living/generated/utils.js')) };
    // jsdom has no web streams, which browsers have: Node's, so the AI SDK (the assistant page, loaded with every route
    // of the app) can build its stream parsers when it loads.
    const webStreams = require('node:stream/web');
    const { TextDecoder, TextEncoder } = require('node:util');
    for (const [name, value] of Object.entries({ ...webStreams, TextDecoder, TextEncoder })) {
      if (/^[A-Z]/.test(name) && this.global[name] === undefined) this.global[name] = value;
    }
    this.global.__styleRuleIndex = {
      compare: (element) => styleRuleIndex.compareWithJsdom(idlUtilsImpl.implForWrapper(element)),
      keyOfSelector: styleRuleIndex.keyOfSelector,
    };
  }
}

module.exports = IndexedStylesEnvironment;
