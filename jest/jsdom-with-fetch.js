// jsdom 26 lacks fetch and friends; the client code under test uses the real ones from Node.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const key of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'ReadableStream',
      'TransformStream',
      'BroadcastChannel',
      // The real server runs inside transport tests; its compression and group commit need these.
      'setImmediate',
      'clearImmediate',
    ]) {
      if (this.global[key] === undefined) this.global[key] = globalThis[key];
    }
    // A jsdom Blob/File sent through Node's fetch hangs; tests that upload use these.
    this.global.NodeFormData = globalThis.FormData;
    this.global.NodeBlob = globalThis.Blob;
  }
};
