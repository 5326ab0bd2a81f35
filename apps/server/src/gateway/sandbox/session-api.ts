import type { FastifyInstance } from 'fastify';
import { decimalToPoisha } from '../amount.ts';
import { stringFields } from '../form-body.ts';
import type { SandboxControls } from './controls.ts';
import { offeredMethods } from './methods.ts';

/** What SSLCommerz's session API insists on; ipn_url is optional there (it can be set in the merchant panel). */
const REQUIRED = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
];
const URL_FIELDS = ['success_url', 'fail_url', 'cancel_url', 'ipn_url'];
const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
export const BAD_STORE = 'Store Credential Error Or Store is De-active';

/** POST gwprocess/v4/api.php: opens a session and answers where the hosted page is. */
export function registerSessionApi(app: FastifyInstance, controls: SandboxControls, baseUrl: string): void {
  const { storeId, storePassword } = controls.credentials;

  app.post('/gwprocess/v4/api.php', { schema: { hide: true } }, async (request) => {
    const form = stringFields(request.body);
    const failed = (reason: string) => ({
      status: 'FAILED',
      failedreason: reason,
      sessionkey: '',
      GatewayPageURL: '',
    });
    if (form.store_id !== storeId || form.store_passwd !== storePassword) return failed(BAD_STORE);
    const problem = sessionProblem(form);
    if (problem) return failed(`Invalid Information: ${problem}`);
    const session = controls.store.addSession({
      tranId: form.tran_id!,
      amountPoisha: decimalToPoisha(form.total_amount!)!,
      productName: form.product_name!,
      urls: {
        success: form.success_url!,
        fail: form.fail_url!,
        cancel: form.cancel_url!,
        ipn: form.ipn_url || null,
      },
      values: {
        value_a: form.value_a ?? '',
        value_b: form.value_b ?? '',
        value_c: form.value_c ?? '',
        value_d: form.value_d ?? '',
      },
      // The page opens on the methods multi_card_name names, as SSLCommerz's does.
      multiCardName: form.multi_card_name || null,
      methods: offeredMethods(form.multi_card_name),
    });
    const page = `${baseUrl}/gw.php?${new URLSearchParams({ Q: 'pay', SESSIONKEY: session.sessionKey })}`;
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey: session.sessionKey,
      GatewayPageURL: page,
      redirectGatewayURL: page,
      store_name: 'DPMS',
      storeBanner: '',
      storeLogo: '',
      desc: [],
      is_direct_pay_enable: '0',
    };
  });
}

/** What is wrong with a session request, in SSLCommerz's manner, or null. */
function sessionProblem(form: Record<string, string>): string | null {
  const missing = REQUIRED.find((key) => !form[key]?.trim());
  if (missing) return `'${missing}' is missing`;
  const amount = decimalToPoisha(form.total_amount!);
  if (amount === null || amount < 10_00 || amount > 500_000_00) {
    return "'total_amount' must be between 10.00 and 500000.00";
  }
  if (form.currency !== 'BDT') return "'currency' must be BDT in the sandbox";
  if (form.tran_id!.length > 30) return "'tran_id' must be at most 30 characters";
  const badUrl = URL_FIELDS.find((key) => form[key] && !isHttpUrl(form[key]));
  if (badUrl) return `'${badUrl}' is not a valid URL`;
  if (!form.cus_email!.includes('@')) return "'cus_email' is not a valid e-mail address";
  return null;
}
