// Login by code, password reset and registration check codes and proofs through these.

export { verificationModule } from './verification.routes';
export {
  consumeCode,
  normaliseEmail,
  normaliseMobile,
  normaliseTarget,
  verifyTargetToken,
} from './verification.service';
