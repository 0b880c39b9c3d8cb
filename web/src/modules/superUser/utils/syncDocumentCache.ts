/**
 * The super user's cache sync uploads the open Word document in full (cache-document-full). The web app has no
 * document host, so there is nothing to upload and the sync ends in syncerror; the add-in supplies the real one.
 */
export async function syncDocumentCache(): Promise<boolean> {
  return false;
}
