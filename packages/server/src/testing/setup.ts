import { lowerHashingCostForTests } from '../areas/auth/password.js';

// Every server test file: members sign up and sign in thousands of times a run, so passwords are
// hashed at the suites' cheap parameters (password.test.ts checks the real ones).
lowerHashingCostForTests();
