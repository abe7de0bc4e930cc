/**
 * jest's Node environment with an ordinary global object. jest runs each test file in a `vm` context; Node gives a
 * default context a global object whose properties go through interceptors (they keep it in step with a sandbox
 * object), so code in a test file or a module under test reads `Math`, `Date`, `JSON`... much slower than Node does:
 * the demo rankings' hashing loop ran 25x slower under jest (docs/test-run-time.md). A context made with
 * `vm.constants.DONT_CONTEXTIFY` (Node 22.8, also in the Node 20 this project runs, 20.20) has no sandbox and no
 * interceptors (what Node added it for, nodejs/node#54394: "speed up the global access"): the same globals, at Node's
 * speed; a Node without it makes the default kind. The environment's constructor is jest's own; only the context it
 * creates is this kind.
 */
const vm = require('node:vm');
const { TestEnvironment } = require('jest-environment-node');
require('./quickExit');

class NodeEnvironment extends TestEnvironment {
  constructor(config, context) {
    const createContext = vm.createContext;
    vm.createContext = (sandbox, options) => createContext(sandbox ?? vm.constants?.DONT_CONTEXTIFY, options);
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
  }
}

module.exports = NodeEnvironment;
