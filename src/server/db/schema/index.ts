export * from './school';
export * from './people';
export * from './transport';
export * from './jobs';
export * from './idempotency';
export * from './mail';
export * from './positions';
export * from './patterns';
