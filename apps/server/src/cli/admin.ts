import { runAdminCommand } from './commands.ts';

/** `npm run admin -- <command>`: operator tasks against the server's database (see commands.ts). */
runAdminCommand(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
