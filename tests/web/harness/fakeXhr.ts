/**
 * A stand-in XMLHttpRequest for upload tests: src/services/uploadFile.ts sends the bytes with XHR (fetch reports no
 * upload progress). By default a send reports 50 % and then answers `FakeXhr.reply` on the next tick; with
 * `FakeXhr.held` it waits for the test to call progress() and finish(), or for the page to abort.
 */
const OK_REPLY = { status: 200, body: '{"code":200}' };

export class FakeXhr {
  static instances: FakeXhr[] = [];
  static reply: { status: number; body: string } = OK_REPLY;
  static held = false;
  static get last(): FakeXhr {
    return FakeXhr.instances[FakeXhr.instances.length - 1];
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.sent = body;
    if (FakeXhr.held) return;
    setTimeout(() => {
      this.progress(50);
      this.finish(FakeXhr.reply.status, FakeXhr.reply.body);
    }, 0);
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  finish(status = OK_REPLY.status, body = OK_REPLY.body) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

/** Puts FakeXhr in place of the browser's for a test file, reset before each test. */
export function installFakeXhr(): void {
  const real = window.XMLHttpRequest;
  beforeAll(() => {
    (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  });
  afterAll(() => {
    window.XMLHttpRequest = real;
  });
  beforeEach(() => {
    FakeXhr.instances = [];
    FakeXhr.held = false;
    FakeXhr.reply = OK_REPLY;
  });
}
