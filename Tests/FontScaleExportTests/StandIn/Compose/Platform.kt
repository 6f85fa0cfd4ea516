// Stand-in: androidx.compose.ui.platform.LocalDensity (see Unit.kt). Its font scale is the system
// property standin.fontScale (1 when unset), so a test can run generated code at several scales.
package androidx.compose.ui.platform

import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.unit.Density

val LocalDensity: ProvidableCompositionLocal<Density> = staticCompositionLocalOf {
    object : Density {
        override val density: Float = 1f
        override val fontScale: Float = System.getProperty("standin.fontScale")?.toFloat() ?: 1f
    }
}
