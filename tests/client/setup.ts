// Component tests run beside heavy integration suites on a 2-core machine: give
// findBy*/waitFor more time than testing-library's 1 s default before they fail.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
