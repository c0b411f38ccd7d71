// Browser scenarios wait on real pages; the unit-test default of 5 s is too tight for a shared 2-core machine.
jest.setTimeout(60_000);
