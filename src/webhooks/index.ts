// The webhooks area: the messaging providers' calls to the Worker (delivery reports, replies) and the stop link.
export { GATEWAY_WEBHOOK_PATH } from './gateway-routes';
export { SMS_WEBHOOK_PATH, WHATSAPP_WEBHOOK_PATH, webhookRoutes } from './routes';
