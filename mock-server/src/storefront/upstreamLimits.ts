// How long the storefront waits for its WordPress site and how much of an answer it takes in
// (WORDPRESS_TIMEOUT_SECONDS, WORDPRESS_PAGE_WAIT_SECONDS, WORDPRESS_ANSWER_LIMIT_MB): a stalled or
// hostile upstream must cost a shopper seconds and the storefront a bounded amount of memory.

export interface UpstreamLimits {
  /**
   * Forwarded requests: how long WordPress may take to start its answer, and at most between two
   * parts of it. Longer than a slow checkout (a payment gateway asked on the way), far shorter
   * than undici's five minutes.
   */
  forwardTimeoutMs: number;
  /**
   * One storefront page: how long it waits for WordPress in all (the REST index, the shopper's
   * nonce, the renderer's data) before the shopper gets the "try again" page.
   */
  pageWaitMs: number;
  /**
   * The largest answer the storefront reads into memory itself (the index, a nonce, the
   * renderer's data). Forwarded answers are streamed with back-pressure and need no limit.
   */
  answerMaxBytes: number;
}

export const MIB = 1024 * 1024;

export const DEFAULT_UPSTREAM_LIMITS: UpstreamLimits = {
  forwardTimeoutMs: 30_000,
  pageWaitMs: 8_000,
  answerMaxBytes: 16 * MIB,
};
