/** What the Word add-in imports from the web app (addin → web → shared). */
export * from './modules/document';
