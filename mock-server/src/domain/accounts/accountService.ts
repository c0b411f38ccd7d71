// Registration, sign-in and saved addresses.
import {
  ACCOUNT_ERROR_CODES,
  PASSWORD_MIN_LENGTH,
  emptyAddress,
  type AccountAddress,
  type AccountAddresses,
  type AccountCustomer,
  type AccountErrorCode,
  type RegisterRequest,
  type SignInRequest,
} from '../../../../contracts/account';
import { accountMessages } from './accountMessages';
import type { AccountsRepository, CustomerRecord } from '../../storage/accountsRepository';
import { checkAddress, type CitiesOf } from './addressRules';
import { normaliseEmail, normaliseMobile, readLogin } from './loginIdentity';
import {
  QueueFullError,
  createBoundedQueue,
  type BoundedQueue,
  type BoundedQueueLimits,
} from '../boundedQueue';
import { createRateLimiter, type RateLimiter, type RateLimitSettings } from '../forms/rateLimit';
import { DEFAULT_SCRYPT_COST, hashPassword, verifyPassword, type ScryptCost } from './passwordHash';
import { DEFAULT_HASHING_LIMITS, HASHING_BUSY_RETRY_SECONDS } from './accountLimits';
import type { SignInLimiter } from './signInLimiter';
import type { Refusal, RefusalKind } from '../domainError';

/** A refused account request; per-field messages, for the form's field errors, in data.params. */
export interface AccountFailure extends Refusal {
  code: AccountErrorCode;
  data?: { params: Record<string, string> };
}

export type AccountResult<T> = { ok: true; value: T } | { ok: false; failure: AccountFailure };

export interface AccountServiceDeps {
  accounts: AccountsRepository;
  limiter: SignInLimiter;
  clock: () => Date;
  /** Tests pass a cheap cost; production uses DEFAULT_SCRYPT_COST. */
  scryptCost?: ScryptCost;
  citiesOf?: CitiesOf;
  /** Registrations per client address (REGISTRATION_RATE_LIMIT); null switches the limit off. */
  registrationLimit: RateLimitSettings | null;
  /** Password hashes computed at once, and how many may wait (default DEFAULT_HASHING_LIMITS). */
  hashingLimits?: BoundedQueueLimits;
}

const fail = <T>(failure: AccountFailure): AccountResult<T> => ({ ok: false, failure });

function field(code: AccountErrorCode, kind: RefusalKind, name: string, message: string) {
  return fail<never>({ kind, code, message, data: { params: { [name]: message } } });
}

export function toAccountCustomer(record: CustomerRecord): AccountCustomer {
  return {
    id: record.id,
    email: record.email,
    mobile: record.mobile,
    first_name: record.firstName,
    last_name: record.lastName,
    date_created_gmt: record.createdGmt,
  };
}

/** Registration, sign-in and saved addresses: the account rules, with no HTTP in sight. */
export class AccountService {
  private readonly cost: ScryptCost;
  private decoyHash: Promise<string> | undefined;
  /**
   * Every scrypt (32 MiB, tens of ms on one of libuv's four threads) waits its turn here: a burst
   * of registrations or sign-ins must not take all the threads that file reads also need.
   */
  private readonly hashing: BoundedQueue;
  private readonly registrations: RateLimiter;

  constructor(private readonly deps: AccountServiceDeps) {
    this.cost = deps.scryptCost ?? DEFAULT_SCRYPT_COST;
    this.hashing = createBoundedQueue(deps.hashingLimits ?? DEFAULT_HASHING_LIMITS);
    const registrationLimit = deps.registrationLimit;
    this.registrations = createRateLimiter(() => registrationLimit ?? undefined);
  }

  async register(
    input: RegisterRequest,
    clientAddress: string,
  ): Promise<AccountResult<CustomerRecord>> {
    const now = this.deps.clock();
    if (this.registrations.isOver(clientAddress, now)) {
      return this.tooManyRegistrations(this.registrations.retryAfter(clientAddress, now));
    }
    const emailText = input.email?.trim() ?? '';
    const mobileText = input.mobile?.trim() ?? '';
    if (emailText === '' && mobileText === '') {
      return fail({
        kind: 'invalid',
        code: ACCOUNT_ERROR_CODES.loginRequired,
        message: accountMessages.loginRequired,
        data: {
          params: { email: accountMessages.loginRequired, mobile: accountMessages.loginRequired },
        },
      });
    }
    const email = emailText === '' ? null : normaliseEmail(emailText);
    if (emailText !== '' && email === null) {
      return field(
        ACCOUNT_ERROR_CODES.invalidLogin,
        'invalid',
        'email',
        accountMessages.invalidEmail,
      );
    }
    const mobile = mobileText === '' ? null : normaliseMobile(mobileText);
    if (mobileText !== '' && mobile === null) {
      return field(
        ACCOUNT_ERROR_CODES.invalidLogin,
        'invalid',
        'mobile',
        accountMessages.invalidMobile,
      );
    }
    if ([...input.password].length < PASSWORD_MIN_LENGTH) {
      const message = accountMessages.weakPassword(PASSWORD_MIN_LENGTH);
      return field(ACCOUNT_ERROR_CODES.weakPassword, 'invalid', 'password', message);
    }
    const taken = this.takenField(email, mobile);
    if (taken) return taken;
    // Counted only here, where the expensive part starts: a typo refused above costs nothing.
    if (!this.registrations.take(clientAddress, now)) {
      return this.tooManyRegistrations(this.registrations.retryAfter(clientAddress, now));
    }
    const passwordHash = await this.inHashingTurn(() => hashPassword(input.password, this.cost));
    if (passwordHash === null) return this.busy();
    const record = this.deps.accounts.insertCustomer({
      email,
      mobile,
      firstName: input.first_name?.trim() ?? '',
      lastName: input.last_name?.trim() ?? '',
      passwordHash,
      createdGmt: this.deps.clock().toISOString(),
    });
    // A parallel registration may have won the race while we hashed: the unique index says so.
    if (record === null) return this.takenField(email, mobile) ?? this.takenAny();
    return { ok: true, value: record };
  }

  /**
   * Unknown account and wrong password give the same answer after the same work (a decoy
   * hash is verified for an unknown account), so the answer reveals nothing.
   */
  async signIn(
    input: SignInRequest,
    clientAddress: string,
  ): Promise<AccountResult<CustomerRecord>> {
    const login = readLogin(input.login);
    if (login === null) {
      return field(
        ACCOUNT_ERROR_CODES.invalidLogin,
        'invalid',
        'login',
        accountMessages.invalidLogin,
      );
    }
    const attempt = { account: `${login.kind}:${login.value}`, address: clientAddress };
    const wait = this.deps.limiter.retryAfter(attempt, this.deps.clock());
    if (wait > 0) return this.tooMany(wait);

    const record =
      login.kind === 'email'
        ? this.deps.accounts.findCustomerByEmail(login.value)
        : login.kind === 'mobile'
          ? this.deps.accounts.findCustomerByMobile(login.value)
          : this.deps.accounts.findCustomerByLogin(login.value);
    const matches = await this.inHashingTurn(async () =>
      verifyPassword(input.password, record?.passwordHash ?? (await this.decoy())),
    );
    if (matches === null) return this.busy();
    if (record === undefined || !matches) {
      this.deps.limiter.recordFailure(attempt, this.deps.clock());
      return fail({
        kind: 'unauthenticated',
        code: ACCOUNT_ERROR_CODES.badCredentials,
        message: accountMessages.badCredentials,
      });
    }
    this.deps.limiter.recordSuccess(attempt);
    return { ok: true, value: record };
  }

  customer(id: number): AccountCustomer | null {
    const record = this.deps.accounts.findCustomerById(id);
    return record ? toAccountCustomer(record) : null;
  }

  addresses(customerId: number): AccountAddresses {
    const stored = this.deps.accounts.readAddresses(customerId);
    return { billing: parseAddress(stored.billing), shipping: parseAddress(stored.shipping) };
  }

  saveAddresses(customerId: number, input: AccountAddresses): AccountResult<AccountAddresses> {
    const billing = checkAddress('billing', input.billing, this.deps.citiesOf);
    const shipping = checkAddress('shipping', input.shipping, this.deps.citiesOf);
    if (!billing.ok || !shipping.ok) {
      const params: Record<string, string> = {};
      if (!billing.ok)
        for (const [name, text] of Object.entries(billing.errors)) params[`billing.${name}`] = text;
      if (!shipping.ok)
        for (const [name, text] of Object.entries(shipping.errors))
          params[`shipping.${name}`] = text;
      return fail({
        kind: 'invalid',
        code: ACCOUNT_ERROR_CODES.invalidAddress,
        message: accountMessages.invalidAddress,
        data: { params },
      });
    }
    this.deps.accounts.saveAddresses(
      customerId,
      { billing: JSON.stringify(billing.address), shipping: JSON.stringify(shipping.address) },
      this.deps.clock().toISOString(),
    );
    return { ok: true, value: { billing: billing.address, shipping: shipping.address } };
  }

  private takenField(email: string | null, mobile: string | null): AccountResult<never> | null {
    if (email !== null && this.deps.accounts.findCustomerByEmail(email)) {
      return field(
        ACCOUNT_ERROR_CODES.accountExists,
        'conflict',
        'email',
        accountMessages.emailTaken,
      );
    }
    if (mobile !== null && this.deps.accounts.findCustomerByMobile(mobile)) {
      return field(
        ACCOUNT_ERROR_CODES.accountExists,
        'conflict',
        'mobile',
        accountMessages.mobileTaken,
      );
    }
    return null;
  }

  private takenAny(): AccountResult<never> {
    return fail({
      kind: 'conflict',
      code: ACCOUNT_ERROR_CODES.accountExists,
      message: accountMessages.emailTaken,
    });
  }

  private tooMany(seconds: number): AccountResult<never> {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return fail({
      kind: 'tooMany',
      code: ACCOUNT_ERROR_CODES.tooManyAttempts,
      message: accountMessages.tooManyAttempts(minutes),
      retryAfter: seconds,
    });
  }

  private tooManyRegistrations(seconds: number): AccountResult<never> {
    return fail({
      kind: 'tooMany',
      code: ACCOUNT_ERROR_CODES.tooManyAttempts,
      message: accountMessages.tooManyRegistrations(Math.max(1, Math.ceil(seconds / 60))),
      retryAfter: Math.max(1, seconds),
    });
  }

  private busy(): AccountResult<never> {
    return fail({
      kind: 'busy',
      code: ACCOUNT_ERROR_CODES.busy,
      message: accountMessages.busy,
      retryAfter: HASHING_BUSY_RETRY_SECONDS,
    });
  }

  /** Runs password work in its turn; null when too many are already waiting. */
  private async inHashingTurn<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await this.hashing.run(work);
    } catch (error) {
      if (error instanceof QueueFullError) return null;
      throw error;
    }
  }

  /** Made inside a hashing turn the first time it is needed. */
  private decoy(): Promise<string> {
    this.decoyHash ??= hashPassword('decoy password, never anyone’s', this.cost);
    return this.decoyHash;
  }
}

function parseAddress(text: string | undefined): AccountAddress {
  const address = emptyAddress();
  if (text === undefined) return address;
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) return address;
  for (const name of Object.keys(address) as (keyof AccountAddress)[]) {
    const value: unknown = Reflect.get(parsed, name);
    if (typeof value === 'string') address[name] = value;
  }
  return address;
}
