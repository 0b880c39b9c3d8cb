export * from './playbooks';
export * from './demoPlaybook';
