import { BlobServiceClient, type ContainerClient } from '@azure/storage-blob';
import type { RuntimeConfig } from '@arcline/shared';

/** The product's blob container; created on start, with CORS so browsers can PUT uploads directly. */
export async function openBlobContainer(config: RuntimeConfig): Promise<ContainerClient> {
  const service = BlobServiceClient.fromConnectionString(config.AZURE_STORAGE_CONNECTION_STRING);
  await service.setProperties({
    cors: [
      {
        allowedOrigins: new URL(config.PUBLIC_URL).origin,
        allowedMethods: 'GET,PUT,HEAD,OPTIONS',
        allowedHeaders: '*',
        exposedHeaders: '*',
        maxAgeInSeconds: 3600,
      },
    ],
  });
  const container = service.getContainerClient(config.BLOB_CONTAINER);
  await container.createIfNotExists();
  return container;
}
