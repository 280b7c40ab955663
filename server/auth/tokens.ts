/** HS256 access and refresh tokens. The secret never lives in the code. */
import { SignJWT, jwtVerify, errors } from 'jose';

export interface TokenClaims {
  sub: string;
  /** passwordV at issue time: a password change invalidates older tokens. */
  pv: number;
  /** Session id = refresh-token family. */
  sid: string;
  typ: 'access' | 'refresh';
  jti?: string;
  /** Expiry, seconds since the epoch (set on verify). */
  exp?: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' | 'malformed' };

export class TokenSigner {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, expiresInSeconds: number): Promise<string> {
    const { sub, jti, ...rest } = claims;
    const jwt = new SignJWT({ ...rest }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub).setIssuedAt();
    if (jti) jwt.setJti(jti);
    return jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds).sign(this.key);
  }

  async verify(token: string, typ: TokenClaims['typ']): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.typ !== typ || typeof payload.sub !== 'string' || typeof payload.pv !== 'number' || typeof payload.sid !== 'string') {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { sub: payload.sub, pv: payload.pv, sid: payload.sid, typ, jti: payload.jti, exp: payload.exp } };
    } catch (err) {
      // Expired is a token of ours that aged; anything else failing verification is not a token of ours.
      return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'malformed' };
    }
  }
}
