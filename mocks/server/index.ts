import { DEMO_PASSWORD, DEMO_PERSONAS } from '../seed';
import { configFromEnv, startMockServer } from './app';

/**
 * `npm run mock-server`: the mock backend over real HTTP and Socket.IO, for a client built with
 * VITE_API_MOCKING=false. HOST, PORT and MOCK_SERVER_ORIGINS override the defaults (127.0.0.1:4010, dev and preview
 * origins); STEER_MOCK_EXTENSIONS=off makes it a host without the proposed extensions. Data lives in memory: a restart reloads the seed.
 */

const config = configFromEnv();
const server = await startMockServer(config);

console.log(`Serveur de maquette Steer : ${server.url} (API et chat Socket.IO)`);
console.log(`  Santé : ${server.url}/health`);
console.log(`  Origines autorisées : ${config.origins.join(', ')}`);
if (!config.extensions) {
  console.log('  Extensions proposées désactivées (STEER_MOCK_EXTENSIONS=off) : elles répondent 404.');
}
console.log(
  config.jwtSecret
    ? '  Jetons signés avec MOCK_SERVER_JWT_SECRET.'
    : '  Jetons signés avec un secret aléatoire (MOCK_SERVER_JWT_SECRET non défini) : ils ne valent que pour ce démarrage.',
);
console.log(`  Comptes de démonstration (mot de passe « ${DEMO_PASSWORD} ») :`);
for (const persona of DEMO_PERSONAS) console.log(`    ${persona.email} — ${persona.label}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} reçu, arrêt du serveur de maquette.`);
  const forced = setTimeout(() => process.exit(0), 2_000);
  forced.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
