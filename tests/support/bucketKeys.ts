import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { CREDENTIAL } from "../../sandbox/photoBucket";

/** The keys on a local photo bucket (sandbox/photoBucket.ts) served at `bucketUrl`, listed by the S3 API. */
export async function bucketKeys(bucketUrl: string): Promise<string[]> {
  const url = new URL(bucketUrl);
  const client = new S3Client({
    region: "auto",
    endpoint: url.origin,
    forcePathStyle: true,
    credentials: { accessKeyId: CREDENTIAL, secretAccessKey: CREDENTIAL },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: url.pathname.slice(1) }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}
