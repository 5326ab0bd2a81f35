// SSLCommerz's official Node client ships no types; what the sandbox test calls.
declare module 'sslcommerz-lts' {
  type Answer = Promise<Record<string, unknown>>;
  export default class SslCommerzPayment {
    constructor(storeId: string, storePassword: string, live?: boolean);
    baseURL: string;
    initURL: string;
    validationURL: string;
    refundURL: string;
    refundQueryURL: string;
    transactionQueryBySessionIdURL: string;
    transactionQueryByTransactionIdURL: string;
    init(data: Record<string, string | number>): Answer;
    validate(data: { val_id: string }): Answer;
    initiateRefund(data: {
      refund_amount: string;
      refund_remarks: string;
      bank_tran_id: string;
      refe_id: string;
    }): Answer;
    refundQuery(data: { refund_ref_id: string }): Answer;
    transactionQueryBySessionId(data: { sessionkey: string }): Answer;
    transactionQueryByTransactionId(data: { tran_id: string }): Answer;
  }
}
