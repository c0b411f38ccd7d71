/**
 * A deterministic failure switch for image sub-size generation: the next N attempts fail,
 * then everything succeeds. Infinity fails forever. Nothing here is random.
 */
export class SubsizeFaults {
  private remaining: number;

  constructor(failures = 0) {
    this.remaining = failures;
  }

  /** Arms the switch again, e.g. from a Pact provider state. */
  failNext(failures: number): void {
    this.remaining = failures;
  }

  /** Counts one attempt; true when this attempt must fail. */
  takeAttempt(): boolean {
    if (this.remaining <= 0) return false;
    this.remaining -= 1;
    return true;
  }
}
