export default {
  providers: [
    {
      // eslint-disable-next-line @convex-dev/no-process-env -- the deployment evaluates this file apart from the functions (no _generated/server).
      domain: process.env.CONVEX_SITE_URL,
      applicationID: "convex",
    },
  ],
};
