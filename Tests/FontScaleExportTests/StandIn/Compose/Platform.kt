// Stand-in: androidx.compose.ui.platform.LocalDensity (see Unit.kt).
package androidx.compose.ui.platform

import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.unit.Density

val LocalDensity: ProvidableCompositionLocal<Density> = staticCompositionLocalOf {
    object : Density {
        override val density: Float = 1f
        override val fontScale: Float = 1f
    }
}
