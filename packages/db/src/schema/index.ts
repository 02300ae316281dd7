export * from './accounts.ts';
export * from './catalogue.ts';
export * from './identity.ts';
export * from './mail.ts';
export * from './password-resets.ts';
export * from './search.ts';
export * from './sign-in.ts';
export * from './staff.ts';
