/**
 * The web tests' environment: jest's jsdom environment, with jsdom's style cascade indexed (harness/styleRuleIndex.js;
 * required first, so jsdom's window takes the indexed function when it loads). The equality test reaches the
 * comparison through `globalThis.__styleRuleIndex`.
 */

const styleRuleIndex = require('./harness/styleRuleIndex');
const { TestEnvironment } = require('jest-environment-jsdom');

class IndexedStylesEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { idlUtilsImpl } = { idlUtilsImpl: require(require.resolve('jsdom/lib/jsdom/living/generated/utils.js')) };
    this.global.__styleRuleIndex = {
      compare: (element) => styleRuleIndex.compareWithJsdom(idlUtilsImpl.implForWrapper(element)),
      keyOfSelector: styleRuleIndex.keyOfSelector,
    };
  }
}

module.exports = IndexedStylesEnvironment;
