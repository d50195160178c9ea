// Apart from the S3 storage itself, so the configuration that builds these reads no storage code.

/** A bucket on S3 or an S3-compatible store (PROVIDER_S3_*; see ProviderConfig.s3). */
export type S3Settings = {
  bucket: string;
  /** Prepended to every object name, so the provider can share a bucket (`naijahomes/files/`). */
  prefix: string;
  region: string;
  /** An S3-compatible store's address (MinIO, R2, Spaces…); unset for AWS itself. */
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path, not the host name: what most S3-compatible stores need. */
  forcePathStyle: boolean;
};
