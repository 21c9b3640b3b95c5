export const TEST_CA_ENV: 'KP_TEST_CA_DIR';
export function makeTestCa(): string;
