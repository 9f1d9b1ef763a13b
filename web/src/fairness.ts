// The fair-play check, in the browser: SHA-256("<salt>:<seed>") equals the commitment every
// view showed from the match's creation, so the seed was fixed before the first move.
export interface Check {
  verdict: "ok" | "mismatch" | "unavailable";
  digest: string;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function checkCommitment(salt: string, seed: number, commitment: string):
Promise<Check> {
  if (!window.isSecureContext || crypto.subtle === undefined) {
    return { verdict: "unavailable", digest: "" };
  }
  const digest = await sha256Hex(`${salt}:${seed}`);
  return { verdict: digest === commitment.toLowerCase() ? "ok" : "mismatch", digest };
}
