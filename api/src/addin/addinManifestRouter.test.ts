import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ADDIN_MANIFEST_PATH } from '@arcline/shared';
import { addinManifestRouter } from './addinManifestRouter';

describe('GET /addin/manifest.xml', () => {
  it('serves the manifest as XML with every URL on the configured add-in origin', async () => {
    const app = express().use(addinManifestRouter({ ADDIN_PUBLIC_URL: 'https://word.arcline.example:9443/ignored/path' }));
    const response = await request(app).get(ADDIN_MANIFEST_PATH).expect(200);
    expect(response.type).toBe('application/xml');
    expect(response.text).toContain('<SourceLocation DefaultValue="https://word.arcline.example:9443/taskpane.html"/>');
    expect(response.text).not.toContain('localhost:8443');
  });
});
