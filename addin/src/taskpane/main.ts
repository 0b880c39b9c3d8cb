import { OfficeDocumentHost } from '../host/office/OfficeDocumentHost';
import { realOfficeApi } from '../host/office/realOfficeApi';
import { startTaskPane } from './startTaskPane';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
// The host is made once Office is ready: its capabilities come from Word's requirement sets.
void startTaskPane(root, () => new OfficeDocumentHost(realOfficeApi()));
