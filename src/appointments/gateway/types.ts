// Shapes of the gateway's rows that more than one file of this folder hands around.
export interface GatewayPaymentLink {
  linkId: string;
  shortUrl: string;
  amount: number;
}
