#!/usr/bin/env node
// npm run build: install, then build the API bundle and every app.
import { install, buildAll } from './lib.mjs';

install();
buildAll();
