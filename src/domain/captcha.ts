/** GET /api/captcha/challenge: an ALTCHA (v2) challenge, as the widget reads it (DESIGN decision 8). */
export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
    data?: Record<string, string | number | boolean | null>;
  };
  signature?: string;
}
