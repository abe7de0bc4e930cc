/**
 * Dev-server proxy, used when the web app runs against the real back end:
 *   MOCK=none npm run dev   (with `npm run server` on API_TARGET, default http://127.0.0.1:8000)
 */
const target = process.env.API_TARGET || 'http://127.0.0.1:8000';

export default {
  dev: {
    '/v1/': { target, changeOrigin: true },
    '/v2/': { target, changeOrigin: true },
  },
};
