// Component tests run beside heavy integration suites on a 2-core machine: give
// findBy*/waitFor more time than testing-library's 1 s default before they fail.
// 5 s was once not enough for a page jump to render at load average 12 (a clean-clone
// run beside other sessions' work); the wait only ends a test that would fail anyway.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 15_000 });
