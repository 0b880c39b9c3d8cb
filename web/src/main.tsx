import { mountApp } from './mountApp';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
mountApp(root, null);
