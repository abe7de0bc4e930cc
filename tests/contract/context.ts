/** What the suite's tests share: a client, a signed-in session per QA account, and account helpers. */
import { ContractClient, expectStatus } from './client';
import { QA, type QaName } from './qaAccounts';
import type { ContractTarget } from './target';

export interface NewUser {
  id: string;
  username: string;
  password: string;
  token: string;
}

export class SuiteContext {
  readonly client: ContractClient;
  tokens = {} as Record<QaName, string>;
  ids = {} as Record<QaName, string>;
  private seq = 0;

  constructor(readonly target: ContractTarget) {
    this.client = new ContractClient(target);
  }

  /** Reset the target and sign in the three QA accounts. */
  async start() {
    await this.target.reset();
    for (const name of Object.keys(QA) as QaName[]) {
      this.tokens[name] = await this.freshToken(name);
      this.ids[name] = (await this.client.ok('/v1/user/user_info', undefined, this.tokens[name])).id;
    }
  }

  /** A new session of a QA account (for calls that end their own session). */
  freshToken(name: QaName): Promise<string> {
    return this.client.login(QA[name].username, QA[name].password);
  }

  /** Send a login (or registration) code to `phone` and read it back through the target's `captchaCode` hook. */
  async sentCaptcha(phone: string, purpose: 'login' | 'register' = 'login'): Promise<string> {
    if (!this.target.captchaCode) throw new Error('this target has no captchaCode(phone) hook: the phone-login checks need it');
    await this.client.ok('/v1/user/captcha/send', { phone, purpose });
    const code = await this.target.captchaCode(phone);
    if (!code) throw new Error(`the target sent no code to ${phone}`);
    return code;
  }

  /** Deterministic unique names within one run (`prefix_1`, `prefix_2`, ...). */
  unique(prefix: string): string {
    this.seq += 1;
    return `${prefix}_${this.seq}`;
  }

  /** An account created by the administrator (role user), signed in. */
  async newUser(prefix = 'contract_user'): Promise<NewUser> {
    const username = this.unique(prefix);
    // Not containing the user name, which the password policy refuses.
    const password = `Contract#${this.seq}-pass`;
    const created = await this.client.ok('/v1/user/admin/create', { username, password, name: username }, this.tokens.admin);
    return { id: created.id, username, password, token: await this.client.login(username, password) };
  }

  /**
   * A Kpler report request that has data on this target: the first location the target knows, over ten
   * years. Null when the target holds no Kpler flows (a fresh server; the mock's QA server has imported sample rows).
   */
  async kplerReportBody(): Promise<{ location: string; from: string; to: string } | null> {
    const [first] = await this.client.ok('/v1/finData/lowFreqData/source/kpler/search/location', { keyword: '', limit: 1 }, this.tokens.admin);
    return first ? { location: first.name, from: '2020-01-01', to: '2029-12-31' } : null;
  }

  /** getToken, then send the bytes where the token says (method, url, headers); answers the file id. */
  async upload(token: string, filename: string, bytes: Buffer): Promise<string> {
    const target = await this.client.ok('/v1/user/oss/upload/getToken', { filename, size: bytes.length, contentType: 'text/csv' }, token);
    const url = new URL(target.url, 'http://target.invalid'); // a relative address stays on the target
    const res = await this.target.inject({ method: target.method, url: url.pathname + url.search, payload: bytes, headers: target.headers });
    if (res.statusCode < 200 || res.statusCode > 299) expectStatus(res, 200, `upload ${target.method} ${target.url}`);
    return target.fileId;
  }
}
